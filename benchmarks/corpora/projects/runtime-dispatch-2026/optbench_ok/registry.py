"""Update directions, keyed by optimiser name."""
import optax

DIRECTIONS = {
    "sgd": lambda: optax.identity(),
    "momentum": lambda: optax.trace(decay=0.9, nesterov=True),
    "adam": lambda: optax.scale_by_adam(b1=0.9, b2=0.999),
    "rmsprop": lambda: optax.scale_by_rms(decay=0.9),
    "lion": lambda: optax.scale_by_lion(),
}


def direction(name):
    if name not in DIRECTIONS:
        raise KeyError(f"unknown optimizer {name!r}; known: {sorted(DIRECTIONS)}")
    return DIRECTIONS[name]()
