var A = { "from": "imports-a.js" };
window.evaluated_imports_a = true;
export { A };
