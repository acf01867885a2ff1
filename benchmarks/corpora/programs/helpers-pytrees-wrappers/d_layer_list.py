"""Forward pass over a list of (weight, bias) tuples."""
import jax
import jax.numpy as jnp


def _dense(x, layer):
    w, b = layer
    return jnp.tanh(x @ w + b)


def _output_scale(layers):
    last_bias = layers[-1][1]
    return 1.0 + last_bias.mean().item()


@jax.jit
def forward(layers, x):
    for layer in layers:
        x = _dense(x, layer)
    return x * _output_scale(layers)


if __name__ == "__main__":
    layers = [(jnp.eye(3) * 0.5, jnp.full(3, 0.1 * i)) for i in range(3)]
    print(forward(layers, jnp.ones((2, 3))))
