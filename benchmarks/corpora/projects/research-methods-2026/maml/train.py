import functools

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from maml import maml, tasks
from maml.config import get_args
from maml.models import make_regressor
from maml.schedules import SCHEDULES


def main():
    args = get_args()
    key = jax.random.PRNGKey(args.seed)
    key, mkey = jax.random.split(key)
    model = make_regressor(args.width, mkey)
    lr_fn = functools.partial(SCHEDULES[args.inner_schedule], base_lr=args.inner_lr)
    meta_loss = functools.partial(maml.maml_loss, n_steps=args.inner_steps, lr_fn=lr_fn)

    optim = optax.adam(args.meta_lr)
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))

    @eqx.filter_jit
    def meta_step(model, opt_state, batch):
        loss, grads = eqx.filter_value_and_grad(meta_loss)(model, batch)
        updates, opt_state = optim.update(grads, opt_state)
        return eqx.apply_updates(model, updates), opt_state, loss

    for it in range(args.meta_iters):
        key, tkey = jax.random.split(key)
        batch = tasks.sample_sinusoid_tasks(tkey, args.meta_batch, args.k_shot, args.k_query)
        model, opt_state, loss = meta_step(model, opt_state, batch)
        if it % 100 == 0 or it == args.meta_iters - 1:
            print(f"meta-iter {it:4d}  post-adaptation query mse {float(loss):.3f}")

    key, tkey = jax.random.split(key)
    test = tasks.sample_sinusoid_tasks(tkey, 64, args.k_shot, args.k_query)
    pre = maml.maml_loss(model, test, 0, lr_fn)
    post = eqx.filter_jit(meta_loss)(model, test)
    print(f"test tasks: query mse before adaptation {float(pre):.3f}, after {args.inner_steps} steps {float(post):.3f}")
