import numpy as np


def _normalize(v):
    return v / np.linalg.norm(v, axis=-1, keepdims=True)


def camera_frame(angle, radius, height=0.5):
    eye = np.array([radius * np.cos(angle), radius * np.sin(angle), height])
    forward = _normalize(-eye)
    right = _normalize(np.cross(forward, np.array([0.0, 0.0, 1.0])))
    up = np.cross(right, forward)
    return eye, forward, right, up


def camera_rays(angle, size, radius, focal=1.2):
    eye, forward, right, up = camera_frame(angle, radius)
    u = np.linspace(-1.0, 1.0, size)
    uu, vv = np.meshgrid(u, u)
    dirs = forward + (uu[..., None] * right + vv[..., None] * up) / focal
    dirs = _normalize(dirs)
    origins = np.broadcast_to(eye, dirs.shape)
    return origins.astype(np.float32), dirs.astype(np.float32)
