from dataclasses import dataclass


@dataclass(frozen=True)
class NerfConfig:
    image_size: int = 16
    n_views: int = 4
    camera_radius: float = 4.0
    scene_radius: float = 2.0
    n_samples: int = 32
    n_freqs: int = 4
    hidden: int = 64
    lr: float = 5e-3
    steps: int = 30
    batch_rays: int = 128
    seed: int = 0

    @property
    def near(self):
        return self.camera_radius - self.scene_radius

    @property
    def far(self):
        return self.camera_radius + self.scene_radius
