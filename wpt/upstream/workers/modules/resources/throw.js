throw new Error('custom message');
