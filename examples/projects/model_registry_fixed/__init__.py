"""The registered model evaluated with the train flag as a static argument of jit."""
