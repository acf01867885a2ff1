"""Multi-task classifier (flax nnx) whose tasks have different numbers of classes."""
