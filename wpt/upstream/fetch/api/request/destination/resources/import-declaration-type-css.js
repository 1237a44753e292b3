import "./dummy.css?dest=style" with { type: "css" };
