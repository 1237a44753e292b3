log.push(this);
