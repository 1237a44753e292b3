log('external script before doc write');
document.write( '<script>log(\'document.write external script\');</script>');
log('external script after doc write');