"""MLP initialisation with explicitly threaded PRNG keys."""
import jax
import jax.numpy as jnp

SEED_KEY = jax.random.PRNGKey(0)


def init_layer(key, n_in, n_out):
    key, subkey = jax.random.split(key)
    return key, jax.random.normal(subkey, (n_in, n_out)) * 0.1


@jax.jit
def noisy_forward(params, x, rng):
    w1, w2 = params
    rng, k_pert, k_out = jax.random.split(rng, 3)
    perturbation = 0.1 * jax.random.normal(k_pert, w1.shape)
    h = jnp.tanh(x @ (w1 + perturbation))
    jitter = 0.01 * jax.random.normal(jax.random.fold_in(SEED_KEY, 1), (x.shape[0], 2))
    return h @ w2 + jitter + 0.01 * jax.random.normal(k_out, (x.shape[0], 2)), rng


key = SEED_KEY
key, w1 = init_layer(key, 4, 4)
key, w2 = init_layer(key, 4, 2)
x = jnp.ones((3, 4))
rng = jax.random.PRNGKey(7)
for _ in range(2):
    out, rng = noisy_forward((w1, w2), x, rng)
print(out)
key, w3 = init_layer(key, 2, 1)
print("head shape:", w3.shape)
