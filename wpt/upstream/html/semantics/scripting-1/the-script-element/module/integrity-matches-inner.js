window.matchesLog.push("integrity-matches-inner");
