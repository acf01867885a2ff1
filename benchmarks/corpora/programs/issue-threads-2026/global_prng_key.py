"""MLP initialisation that splits a module-level PRNG key."""
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)


def init_layer(n_in, n_out):
    global key
    key, subkey = jax.random.split(key)
    return jax.random.normal(subkey, (n_in, n_out)) * 0.1


@jax.jit
def noisy_forward(x, rng):
    perturbation = init_layer(4, 4)
    h = jnp.tanh(x @ (w1 + perturbation))
    return h @ w2 + 0.01 * jax.random.normal(rng, (x.shape[0], 2))


w1 = init_layer(4, 4)
w2 = init_layer(4, 2)
x = jnp.ones((3, 4))
print(noisy_forward(x, jax.random.PRNGKey(7)))
w3 = init_layer(2, 1)
print("head shape:", w3.shape)
