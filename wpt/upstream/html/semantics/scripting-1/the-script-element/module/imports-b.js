export var B = { "from": "imports-b.js" };
