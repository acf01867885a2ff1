"""setpool: a DeepSets classifier (flax.nnx) whose pooling operator is a plugin
discovered by name among the subclasses of ``pooling.Pooling``."""
