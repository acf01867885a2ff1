"""Statistics of a random batch."""

import jax

from batch_reduce_fixed.report import channel_stats

images = jax.random.uniform(jax.random.key(3), (2, 4, 4, 3))
mean, std = channel_stats(images)
print(mean.shape, std.shape)
