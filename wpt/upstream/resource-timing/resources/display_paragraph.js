function display_paragraph() {
   const paragraph = document.createElement('p');
   paragraph.textContent = "Please display me.";
   document.body.appendChild(paragraph);
}
