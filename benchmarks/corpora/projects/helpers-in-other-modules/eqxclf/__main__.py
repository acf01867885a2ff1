import jax

from eqxclf.classifier import Classifier
from eqxclf.train import fit

key = jax.random.PRNGKey(0)
kx, ky, km = jax.random.split(key, 3)
x = jax.random.normal(kx, (16, 4))
y = jax.random.randint(ky, (16,), 0, 3)
model = Classifier(4, 12, 3, km)
model, loss = fit(model, x, y)
print(loss)
