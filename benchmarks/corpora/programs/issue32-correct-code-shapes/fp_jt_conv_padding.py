import jax
import jax.numpy as jnp
from jaxthink_typing import Static, jit

PAD_MODES = ("SAME", "VALID", "CIRCULAR")


@jit
def conv2d(img, kernel, stride: Static[tuple] = (1, 1), padding: Static[str] = "SAME", normalize: Static[bool] = False):
    kh, kw = kernel.shape
    if normalize:
        kernel = kernel / jnp.abs(kernel).sum()
    if padding == "CIRCULAR":
        img = jnp.pad(img, ((kh // 2, kh - 1 - kh // 2), (kw // 2, kw - 1 - kw // 2)), mode="wrap")
        padding = "VALID"
    out = jax.lax.conv_general_dilated(img[None, None], kernel[None, None], window_strides=stride, padding=padding)
    return out[0, 0]


@jit
def pyramid(img, kernel, levels: Static[int], modes: Static[tuple]):
    outs = []
    for i in range(levels):
        img = conv2d(img, kernel, (2, 2), modes[i % len(modes)], True)
        outs.append(img)
    return outs


img = jnp.zeros((32, 32)).at[8:24, 8:24].set(1.0)
sobel = jnp.array([[1.0, 0.0, -1.0], [2.0, 0.0, -2.0], [1.0, 0.0, -1.0]])
for mode in PAD_MODES:
    print(mode, conv2d(img, sobel, padding=mode).shape, conv2d(img, sobel, (2, 1), mode, True).shape)
gauss = jnp.outer(jnp.array([1.0, 2.0, 1.0]), jnp.array([1.0, 2.0, 1.0]))
print([o.shape for o in pyramid(img, gauss, 3, PAD_MODES[:2])])
print([o.shape for o in pyramid(img, gauss, levels=len(PAD_MODES), modes=PAD_MODES)])
