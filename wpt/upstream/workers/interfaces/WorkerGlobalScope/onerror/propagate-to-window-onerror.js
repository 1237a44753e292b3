function x() {
  y();
}
x();