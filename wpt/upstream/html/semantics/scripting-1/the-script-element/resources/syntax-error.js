This cannot be parsed as JavaScript
