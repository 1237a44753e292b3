import "./dummy.json?dest=json" with { type: "json" };
