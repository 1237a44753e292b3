with ({}) {
  ;
};