import abc

import equinox as eqx
import jax
import jax.numpy as jnp


class ProbabilisticClassifier(eqx.Module):
    """Common interface: subclasses provide ``logits`` for a single example
    and declare how many classes they predict."""

    num_classes: eqx.AbstractVar[int]

    @abc.abstractmethod
    def logits(self, x):
        ...

    def log_probs(self, x):
        return jax.nn.log_softmax(jax.vmap(self.logits)(x), axis=-1)

    def nll(self, x, y, smoothing=0.0):
        target = jax.nn.one_hot(y, self.num_classes)
        target = (1.0 - smoothing) * target + smoothing / self.num_classes
        return -jnp.sum(target * self.log_probs(x), axis=-1)

    def predict(self, x):
        return jnp.argmax(self.log_probs(x), axis=-1)
