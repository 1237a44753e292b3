window.ran = document.documentElement.localName + " script";
