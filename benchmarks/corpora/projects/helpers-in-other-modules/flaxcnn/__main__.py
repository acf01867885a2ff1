import jax

from flaxcnn.blocks import ConvStack
from flaxcnn.train import accuracy, create, make_step

model = ConvStack(features=(4,), n_classes=3)
kx, ky, kp = jax.random.split(jax.random.PRNGKey(0), 3)
x = jax.random.normal(kx, (8, 8, 8, 1))
y = jax.random.randint(ky, (8,), 0, 3)
params, tx, opt_state = create(model, kp, x[:1])
step = make_step(model, tx)
for _ in range(2):
    params, opt_state, loss = step(params, opt_state, x, y)
print(loss, accuracy(model, params, x, y))
