from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.remat, static_argnums=(2, 3))
def conv_stack(signal, kernels, kernel_sizes, dilations):
    x = signal
    for kernel, size, dilation in zip(kernels, kernel_sizes, dilations):
        pad = (size - 1) * dilation
        x = jnp.pad(x, (pad // 2, pad - pad // 2))
        taps = [x[i * dilation : x.shape[0] - pad + i * dilation] for i in range(size)]
        x = jax.nn.relu(sum(k * t for k, t in zip(kernel, taps)))
    return x


def init_kernels(key, kernel_sizes):
    keys = jax.random.split(key, len(kernel_sizes))
    return [jax.random.normal(k, (s,)) / s for k, s in zip(keys, kernel_sizes)]


ARCH = {"kernel_sizes": [3, 5, 3], "dilations": [1, 2, 4]}


@jax.jit
def loss(kernels, signal, target):
    out = conv_stack(signal, kernels, ARCH["kernel_sizes"], ARCH["dilations"])
    return jnp.mean((out - target) ** 2)


t = jnp.linspace(0, 4 * jnp.pi, 128)
signal = jnp.sin(t) + 0.3 * jnp.sin(7 * t)
target = jnp.maximum(jnp.sin(t), 0.0)
kernels = init_kernels(jax.random.PRNGKey(0), ARCH["kernel_sizes"])
grad_fn = jax.jit(jax.grad(loss))
for step in range(20):
    g = grad_fn(kernels, signal, target)
    kernels = [k - 0.1 * gk for k, gk in zip(kernels, g)]
print(float(loss(kernels, signal, target)))
batched = jax.vmap(conv_stack, in_axes=(0, None, None, None))
print(batched(jnp.stack([signal, target]), kernels, [3, 5, 3], [1, 1, 1]).shape)
