onmessage = (e) => {
  e.data[0] = 1;
}
