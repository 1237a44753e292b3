window.moduleLog.push("defer:" + document.readyState);
