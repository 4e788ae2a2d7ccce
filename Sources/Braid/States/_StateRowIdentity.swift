/// The identity of a state row (``_StatedItems``): one no model has.
struct _StateRowIdentity: Hashable {}
