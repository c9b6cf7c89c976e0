from django.urls import include, path

from accounts import views

urlpatterns = [
    path("signup/", views.signup, name="signup"),
    path("", views.account, name="account"),
    path("token/", views.token, name="account-token"),
    path("", include("django.contrib.auth.urls")),
]
