import jax

from .blocks import Residual


@jax.jit
def forward(block: Residual, x):
    return block(x).sum()


def evaluate(key, xs):
    block = Residual(key, xs.shape[-1], depth=2)
    return [float(forward(block, x)) for x in xs]
