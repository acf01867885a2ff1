import jax

from patchify.model import embed, init

img = jax.random.normal(jax.random.PRNGKey(0), (14, 6))
params = init(jax.random.PRNGKey(1), size=4, width=6, dim=5)
print(embed(params, img, size=4).shape)
