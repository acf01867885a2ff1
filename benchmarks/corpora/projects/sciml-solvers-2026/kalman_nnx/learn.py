import optax
from flax import nnx

from .filtering import kalman_filter, rts_smoother


def neg_log_likelihood(model, ys, opts):
    f, q, h, r = model.matrices()
    *_, loglik = kalman_filter(f, q, h, r, model.m0, model.p0, ys, joseph=opts.joseph)
    return -loglik / opts.length


@nnx.jit(static_argnames=("opts",))
def train_step(model, optimizer, ys, opts):
    loss, grads = nnx.value_and_grad(neg_log_likelihood)(model, ys, opts)
    optimizer.update(model, grads)
    return loss


@nnx.jit(static_argnames=("opts",))
def smooth(model, ys, opts):
    f, q, h, r = model.matrices()
    ms, ps, m_preds, p_preds, _ = kalman_filter(f, q, h, r, model.m0, model.p0, ys, joseph=opts.joseph)
    return rts_smoother(f, ms, ps, m_preds, p_preds)


def fit(model, ys, opts, steps, lr, log_every=30):
    optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
    history = []
    for i in range(steps):
        loss = train_step(model, optimizer, ys, opts)
        history.append(float(loss))
        if i % log_every == 0 or i == steps - 1:
            q, r = model.noise_levels()
            print(f"step {i:4d}  nll/T {history[-1]:.4f}  q {float(q):.3f}  r {float(r):.3f}")
    return history
