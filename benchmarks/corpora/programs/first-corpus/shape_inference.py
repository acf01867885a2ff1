"""Output-shape inference for a model with jax.eval_shape."""

import jax
import jax.numpy as jnp


def model(params, x):
    h = jnp.tanh(x @ params["w1"])
    if h.shape[-1] > 4:
        h = h[..., :4]
    return h @ params["w2"]


def output_spec(params, batch, features):
    dummy = jax.ShapeDtypeStruct((batch, features), jnp.float32)
    return jax.eval_shape(model, params, dummy)


if __name__ == "__main__":
    params = {"w1": jnp.ones((3, 8)), "w2": jnp.ones((4, 2))}
    spec = output_spec(params, 16, 3)
    print(spec.shape, spec.dtype)
