import numpy as np
import jax.numpy as jnp
import flax.linen as nn
from jax import lax


def causal_mask(kh, kw, cin, cout, mask_type):
    mask = np.ones((kh, kw, cin, cout), np.float32)
    cy, cx = kh // 2, kw // 2
    mask[cy, cx + (mask_type == "B"):, :, :] = 0.0
    mask[cy + 1:, :, :, :] = 0.0
    return jnp.asarray(mask)


class MaskedConv(nn.Module):
    features: int
    kernel_size: tuple = (3, 3)
    mask_type: str = "B"

    @nn.compact
    def __call__(self, x):
        kh, kw = self.kernel_size
        cin = x.shape[-1]
        kernel = self.param("kernel", nn.initializers.lecun_normal(),
                            (kh, kw, cin, self.features))
        bias = self.param("bias", nn.initializers.zeros, (self.features,))
        mask = causal_mask(kh, kw, cin, self.features, self.mask_type)
        y = lax.conv_general_dilated(x, kernel * mask, (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return y + bias
