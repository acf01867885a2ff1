import jax.numpy as jnp

from . import entropy, roots


def accuracy(params_logits, labels):
    return float(jnp.mean(jnp.argmax(params_logits, -1) == labels))


def effective_classes(h):
    return float(roots.newton(lambda n: entropy.uniform_entropy(n) - h, 2.0))
