import functools

import jax
import jax.numpy as jnp

from ilqr_ok import linesearch
from ilqr_ok.rollout import forward_pass, rollout, trajectory_cost


def linearize(dyn, running, terminal, xs, us):
    fx, fu = jax.vmap(jax.jacobian(dyn, argnums=(0, 1)))(xs[:-1], us)
    lx, lu = jax.vmap(jax.grad(running, argnums=(0, 1)))(xs[:-1], us)
    (lxx, lxu), (lux, luu) = jax.vmap(jax.hessian(running, argnums=(0, 1)))(xs[:-1], us)
    vx = jax.grad(terminal)(xs[-1])
    vxx = jax.hessian(terminal)(xs[-1])
    return dict(fx=fx, fu=fu, lx=lx, lu=lu, lxx=lxx, lux=lux, luu=luu, vx=vx, vxx=vxx)


def backward_pass(d, reg):
    def step(carry, inp):
        vx, vxx = carry
        fx, fu, lx, lu, lxx, lux, luu = inp
        qx = lx + fx.T @ vx
        qu = lu + fu.T @ vx
        qxx = lxx + fx.T @ vxx @ fx
        qux = lux + fu.T @ vxx @ fx
        quu = luu + fu.T @ vxx @ fu + reg * jnp.eye(fu.shape[1])
        k = -jnp.linalg.solve(quu, qu)
        K = -jnp.linalg.solve(quu, qux)
        vx = qx + K.T @ quu @ k + K.T @ qu + qux.T @ k
        vxx = qxx + K.T @ quu @ K + K.T @ qux + qux.T @ K
        return (vx, 0.5 * (vxx + vxx.T)), (k, K)

    inputs = (d["fx"], d["fu"], d["lx"], d["lu"], d["lxx"], d["lux"], d["luu"])
    _, (ks, Ks) = jax.lax.scan(step, (d["vx"], d["vxx"]), inputs, reverse=True)
    return ks, Ks


def ilqr(dyn, running, terminal, x0, us0, n_iters, reg=1e-3, u_max=None):
    cost_fn = functools.partial(trajectory_cost, running, terminal)
    fwd = functools.partial(forward_pass, dyn, u_max=u_max)
    xs = rollout(dyn, x0, us0)
    cost = cost_fn(xs, us0)

    def iteration(carry, _):
        xs, us, cost = carry
        derivs = linearize(dyn, running, terminal, xs, us)
        ks, Ks = backward_pass(derivs, reg)
        xs, us, cost, alpha = linesearch.backtracking(fwd, cost_fn, xs, us, ks, Ks, cost)
        return (xs, us, cost), (cost, alpha)

    (xs, us, cost), (history, alphas) = jax.lax.scan(iteration, (xs, us0, cost), None, length=n_iters)
    return xs, us, history, alphas
