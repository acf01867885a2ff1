"""Projectile motion with drag, stepped through nested helpers under jit."""

import jax
import jax.numpy as jnp


class Body:
    pass


def make_body(pos, vel):
    body = Body()
    body.pos = pos
    body.vel = vel
    body.time = jnp.zeros(())
    return body


def apply_forces(body, drag, dt):
    accel = jnp.array([0.0, -9.81]) - drag * body.vel * jnp.linalg.norm(body.vel)
    body.vel = body.vel + dt * accel


def advance(body, drag, dt, steps):
    for _ in range(steps):
        apply_forces(body, drag, dt)
        body.pos = body.pos + dt * body.vel
        body.time = body.time + dt
    return body


def summarize(body):
    return {"pos": body.pos, "vel": body.vel, "time": body.time}


@jax.jit
def simulate(pos, vel, drag):
    body = advance(make_body(pos, vel), drag, 0.01, 50)
    return summarize(body)


result = simulate(jnp.zeros(2), jnp.array([10.0, 10.0]), 0.05)
print("position", result["pos"], "time", result["time"])
print("speed", jnp.linalg.norm(result["vel"]))
