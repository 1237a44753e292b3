log('include-4 before doc write');
document.write( '<script src="scripts/include-3.js"></script>');
log('include-4 after doc write');