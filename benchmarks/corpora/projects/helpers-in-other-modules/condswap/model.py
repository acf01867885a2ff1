import jax

from . import layers


@jax.jit
def forward(w, x, use_tanh, threshold):
    h = layers.activate(x @ w, use_tanh)
    h = layers.soft_threshold(h, threshold)
    return layers.flip_if_negative(layers.safe_normalize(h))
