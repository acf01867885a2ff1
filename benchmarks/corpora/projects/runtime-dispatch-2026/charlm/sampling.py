"""Sampler factory: ``make_sampler(name, ...)`` returns ``sample(logits, key) -> token``."""
import jax
import jax.numpy as jnp
from jax import lax


def make_sampler(name, *, temperature=1.0, top_k=5, top_p=0.9, log=False):
    print(f"building {name!r} sampler (temperature {temperature:.2f})")

    if name == "greedy":
        def sample(logits, key):
            del key
            return jnp.argmax(logits)

    elif name == "temperature":
        def sample(logits, key):
            return jax.random.categorical(key, logits / temperature)

    elif name == "top_k":
        def sample(logits, key):
            values, indices = lax.top_k(logits, top_k)
            return indices[jax.random.categorical(key, values / temperature)]

    elif name == "nucleus":
        def sample(logits, key):
            scaled = logits / temperature
            order = jnp.argsort(-scaled)
            probs = jax.nn.softmax(scaled[order])
            keep = jnp.cumsum(probs) - probs < top_p
            if log:
                threshold = jnp.min(jnp.where(keep, probs, 1.0))
                print(f"[nucleus] smallest kept probability {threshold:.4f}")
            choice = jax.random.categorical(key, jnp.where(keep, jnp.log(probs), -jnp.inf))
            return order[choice]

    else:
        raise ValueError(f"unknown sampler {name!r}")

    return sample
