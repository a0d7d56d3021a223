// An empty module file, imported by bench/cold-import.ts: the floor any import of a file pays.
export default 1;
