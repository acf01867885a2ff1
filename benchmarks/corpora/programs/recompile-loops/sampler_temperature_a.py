import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("temperature",))
def sample(key, logits, temperature):
    return jax.random.categorical(key, logits / temperature)


def main():
    key = jax.random.PRNGKey(0)
    logits = jnp.log(jnp.array([0.1, 0.2, 0.3, 0.4]))
    temperature = 1.0
    picks = []
    for step in range(8):
        key, sub = jax.random.split(key)
        picks.append(int(sample(sub, logits, temperature=temperature)))
        temperature = temperature * 0.99
    print(picks)


if __name__ == "__main__":
    main()
