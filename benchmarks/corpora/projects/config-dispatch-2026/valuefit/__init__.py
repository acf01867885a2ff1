"""valuefit: learn state values of a random-walk Markov reward process with a
flax.linen network.  Every component is named by an entry-point string
``"package.module:attr"`` in ``__main__.EXPERIMENT``."""
