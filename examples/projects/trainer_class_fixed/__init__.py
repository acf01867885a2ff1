"""The fixed twin of `trainer_class`: the phase weights are an array, indexed by the
traced phase."""
