"""Finding active neurons in a hidden layer."""
import jax
import jax.numpy as jnp


def hidden(params, x):
    return jax.nn.relu(x @ params["w1"] + params["b1"])


@jax.jit
def active_units(params, x, threshold):
    h = hidden(params, x)
    mean_act = jnp.mean(h, axis=0)
    (idx,) = jnp.nonzero(mean_act > threshold)
    return idx


def init(key, d_in, d_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (d_in, d_hidden)),
        "b1": jax.random.normal(k2, (d_hidden,)) * 0.1,
    }


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0), 4, 16)
    x = jax.random.normal(jax.random.PRNGKey(1), (32, 4))
    print(active_units(params, x, 0.5))
