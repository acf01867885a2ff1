"""Hooks that act on particles near the walls and on their speed."""

import numpy as np

from relay.hooks import register

BOX = 1.0
DRAG = 0.98


@register
def drag(state):
    return state._replace(vel=state.vel * DRAG)


@register
def reflect(state):
    outside = np.abs(state.pos) > BOX
    vel = state.vel * (1.0 - 2.0 * outside)
    pos = state.pos.clip(-BOX, BOX)
    return state._replace(pos=pos, vel=vel)
