import math

import jax
import jax.numpy as jnp
import optax

TOTAL_STEPS = 100
PEAK_LR = 3e-3


def cosine_with_floor(step):
    progress = step / TOTAL_STEPS
    cosine = 0.5 * (1.0 + math.cos(math.pi * progress))
    return PEAK_LR * (0.1 + 0.9 * cosine)


def init_mlp(key, sizes):
    params = []
    for k, (m, n) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append((jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros(n)))
    return params


def mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.gelu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def main():
    params = init_mlp(jax.random.key(0), [6, 32, 1])
    x = jax.random.normal(jax.random.key(1), (64, 6))
    y = jnp.sin(x.sum(axis=1, keepdims=True))
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(cosine_with_floor))
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state):
        loss, grads = jax.value_and_grad(lambda p: jnp.mean((mlp(p, x) - y) ** 2))(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for _ in range(TOTAL_STEPS):
        params, opt_state, loss = step(params, opt_state)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
