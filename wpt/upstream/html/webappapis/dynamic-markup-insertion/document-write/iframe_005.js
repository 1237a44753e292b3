parent.order.push(3);
document.write("<script>parent.order.push(4)</script>");
parent.order.push(5);